export { OrderReceipt, type OrderReceiptProps, type ReceiptSeller } from './OrderReceipt';
