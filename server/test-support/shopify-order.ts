/** A Shopify `orders/create` payload, trimmed to the fields that matter plus some that do not. */
export function shopifyOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 5_612_345_678_901,
    admin_graphql_api_id: 'gid://shopify/Order/5612345678901',
    created_at: new Date().toISOString(),
    currency: 'EUR',
    total_price: '64.90',
    subtotal_price: '59.90',
    note: null,
    note_attributes: [],
    line_items: [{ id: 1, title: 'Discovery Kit', quantity: 1, price: '59.90', variant_id: 4_400_000_001 }],
    customer: { id: 1, email: 'shopper@example.com' },
    ...overrides,
  };
}
