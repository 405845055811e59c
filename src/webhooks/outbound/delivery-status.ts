/** Where a delivery stands: waiting for (another) attempt, received, out of retries, or called off. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
