export { QrCode, type QrCodeProps } from './QrCode';
export { QrSheet, type QrSheetCard, type QrSheetProps } from './QrSheet';
