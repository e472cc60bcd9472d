// The README's React 19 snippet, type-checked against the built package types (npm run typecheck:package).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AddToCartDetail, FragranceQuizAttributes, FragranceQuizElement } from 'fragrance-quiz';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19's JSX lives in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'fragrance-quiz': DetailedHTMLProps<HTMLAttributes<FragranceQuizElement>, FragranceQuizElement> & FragranceQuizAttributes;
    }
  }
}

export function QuizSection({ onAddToCart }: { onAddToCart: (detail: AddToCartDetail) => void }) {
  return (
    <fragrance-quiz
      dataset="staging"
      api-host="https://quiz.example.com"
      version="auto"
      loading="lazy"
      locale="fr-CA"
      country="CA"
      ref={(element) => {
        if (!element) return;
        const listener = (event: CustomEvent<AddToCartDetail>) => onAddToCart(event.detail);
        element.addEventListener('fq-add-to-cart', listener);
        return () => element.removeEventListener('fq-add-to-cart', listener);
      }}
    />
  );
}

// @ts-expect-error -- not a variant
export const wrongVariant = <fragrance-quiz version="D" />;
