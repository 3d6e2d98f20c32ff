import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isLoading, problemOf } from '../../../shared/request-status';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { commentsActions, selectSending, selectSent, threadKey, type ThreadRef } from './comments-slice';

/** Writes a comment, or a reply (parentComment). Sending needs text that is not blank (section 5). */
export function CommentBox({ thread, autoFocus = false }: { thread: ThreadRef; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const key = threadKey(thread);
  const sending = useAppSelector(selectSending(key));
  const sent = useAppSelector(selectSent(key));
  const [text, setText] = useState('');
  const seen = useRef(sent);

  useEffect(() => {
    if (sent === seen.current) return;
    seen.current = sent;
    setText('');
  }, [sent]);

  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading(sending)) return;
    dispatch(commentsActions.submitted({ ...thread, content: text }));
  };
  const label = t(thread.parentComment ? 'social.reply.label' : 'social.comment.label');
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(sending), { text: 'body.content' });

  return (
    <Form onSubmit={submit} className="mt-2">
      <InputGroup size="sm" hasValidation>
        <Form.Control
          aria-label={label}
          placeholder={label}
          value={text}
          maxLength={5000}
          autoFocus={autoFocus}
          isInvalid={Boolean(fieldErrors.text)}
          onChange={(event) => {
            edited('text');
            setText(event.target.value);
          }}
        />
        <Button type="submit" variant="primary" disabled={blank || isLoading(sending)}>
          {t(thread.parentComment ? 'social.reply.send' : 'social.comment.send')}
        </Button>
        <Form.Control.Feedback type="invalid">{fieldErrors.text}</Form.Control.Feedback>
      </InputGroup>
      {formError && (
        <div className="text-danger small mt-1" role="alert">
          {t('social.comment.failed', { message: formError })}
        </div>
      )}
    </Form>
  );
}
