export { DialogHost } from './DialogHost';
export {
  alert,
  clearDialogs,
  confirm,
  DIALOG_DEFAULTS,
  type DialogEntry,
  type DialogKind,
  type DialogOptions,
  type DialogTone,
  dialogKinds,
  dialogState,
  dismissDialog,
  info,
  pressDialog,
} from './dialogStore';
