import { CONSENT_DIALOG_ID, INITIAL_FOCUS_ATTRIBUTE } from './consentDialog';

/**
 * For unit tests: the prerendered banner as the parser inserts it, a dialog written open (shown by
 * CSS only while consent is pending) whose <form method="dialog"> holds Fechar and then Aceitar,
 * the initial-focus control, last.
 */
export function insertConsentDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.id = CONSENT_DIALOG_ID;
  dialog.setAttribute('open', '');
  const form = document.createElement('form');
  form.method = 'dialog';
  const close = document.createElement('button');
  close.textContent = 'Fechar';
  const accept = document.createElement('button');
  accept.textContent = 'Aceitar';
  accept.setAttribute(INITIAL_FOCUS_ATTRIBUTE, '');
  form.append(close, accept);
  dialog.append(form);
  document.body.append(dialog);
  return dialog;
}
