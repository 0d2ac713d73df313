/** The schema pick and pack works on, apart from its API hooks (./api.ts) so the route table loads none of them. */
export const ORDERS = 'orders';
