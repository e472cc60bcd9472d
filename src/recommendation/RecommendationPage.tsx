/** Placeholder until the recommendation pages land (lazy chunk). */
export default function RecommendationPage({ search }: { search: URLSearchParams }) {
  return <section><h2>Your recommendation</h2><p>{search.get('version') ?? 'A'}</p></section>;
}
