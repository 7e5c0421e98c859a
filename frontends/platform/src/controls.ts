// The platform's dialogs and form controls, an entry of their own (`@app/platform/controls`)
// rather than part of the `@app/platform` singleton: the singleton is loaded with the shell's
// first screen, which shows none of them and has a JavaScript budget (docs/sign-in.md). Each
// remote bundles what it uses of this entry; their texts come from the singleton's i18n.
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { Icon, type IconName } from './ui/Icon';
export { Modal, type ModalProps, type ModalSize } from './ui/Modal';
export { NumberInput, type NumberInputProps } from './ui/NumberInput';
export { SignInProviderIcon, type SignInProvider } from './ui/SignInProviderIcon';
export { TextField, type TextFieldProps } from './ui/TextField';
