import { useState } from 'react';

/**
 * A dialog's form: the fields, starting from `blank` again at each opening, and `checked`, set
 * by the first submit so the form's own rules show only from then on.
 */
export function useDialogForm<F>(open: boolean, blank: F) {
  const [form, setForm] = useState(blank);
  const [checked, setChecked] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(blank);
      setChecked(false);
    }
  }
  return { form, setForm, checked, setChecked };
}
