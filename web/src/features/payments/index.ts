/** The payments feature's public entry: the payments list, for the client's membership page. */
export { useListPaymentsQuery } from './api';
