/**
 * The field paths a GROQ query reads, resolved against a compiled Sanity schema: walks the query's
 * syntax tree (groq-js) from `*[_type == "…"]` through projections, `[]` maps and `->` dereferences, and
 * reports every attribute the schema does not declare. System attributes (`_id`, `_key`, …) always exist.
 */
import { parse } from 'groq-js';
import type { ExprNode } from 'groq-js';
import type { ObjectSchemaType, ReferenceSchemaType, Schema, SchemaType } from 'sanity';

export interface FieldUse {
  /** Where the query reads it, for example `quiz.steps[].background.asset->metadata`. */
  path: string;
  /** The schema type holding the field, or undefined when that type is unknown. */
  owner: string | undefined;
  found: boolean;
}

type Scope = SchemaType | undefined;

const isArrayType = (type: SchemaType): type is SchemaType & { of: SchemaType[] } => type.jsonType === 'array';

/** Arrays are read element by element (`steps[]{…}`): their single member type stands for them. */
function elementType(type: Scope): Scope {
  return type && isArrayType(type) && type.of.length === 1 ? type.of[0] : type;
}

/** The type named in a `_type == "name"` filter (also as the first operand of `&&`). */
function filteredType(expr: ExprNode, schema: Schema): Scope {
  if (expr.type === 'And') return filteredType(expr.left, schema);
  if (expr.type === 'OpCall' && expr.op === '==' && expr.left.type === 'AccessAttribute' && expr.left.name === '_type' && expr.right.type === 'Value') {
    return schema.get(String(expr.right.value));
  }
  return undefined;
}

export function projectedFields(query: string, schema: Schema): FieldUse[] {
  const uses: FieldUse[] = [];

  function walk(node: ExprNode, scope: Scope, path: string): { type: Scope; path: string } {
    switch (node.type) {
      case 'This':
        return { type: scope, path };
      case 'Everything':
        return { type: undefined, path: '*' };
      case 'Filter': {
        walk(node.base, scope, path);
        const type = filteredType(node.expr, schema);
        return { type, path: type?.name ?? path };
      }
      case 'AccessElement':
      case 'ArrayCoerce':
      case 'Slice':
        return walk(node.base, scope, path);
      case 'Deref': {
        const base = walk(node.base, scope, path);
        const target = (base.type as ReferenceSchemaType | undefined)?.to?.[0];
        return { type: target, path: `${base.path}->` };
      }
      case 'AccessAttribute': {
        const base = node.base ? walk(node.base, scope, path) : { type: scope, path };
        const fieldPath = `${base.path}${base.path.endsWith('->') ? '' : '.'}${node.name}`;
        if (node.name.startsWith('_')) return { type: undefined, path: fieldPath };
        const owner = elementType(base.type) as ObjectSchemaType | undefined;
        const field = owner?.fields?.find((candidate) => candidate.name === node.name);
        uses.push({ path: fieldPath, owner: owner?.name, found: field !== undefined });
        return { type: elementType(field?.type), path: fieldPath };
      }
      case 'Map':
      case 'Projection': {
        const base = walk(node.base, scope, path);
        walk(node.expr, elementType(base.type), node.type === 'Map' ? `${base.path}[]` : base.path);
        return base;
      }
      case 'Object':
        for (const attribute of node.attributes) {
          if (attribute.type === 'ObjectAttributeValue') walk(attribute.value, scope, path);
        }
        return { type: undefined, path };
      default:
        return { type: undefined, path };
    }
  }

  walk(parse(query), undefined, '');
  return uses;
}
