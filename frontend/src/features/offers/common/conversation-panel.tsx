import { Button, Card, Form } from 'react-bootstrap';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@dtn/contracts/entities/offer';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isFailed, isLoading, isSucceeded, problemOf, type RequestStatus } from '../../../shared/request-status';
import { Avatar, personName } from './avatar';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The chat of one offer (spec section 5: a message is required, at least 1 character). `disabledKey`
 * says why sending is off (the buyer while the offer is bidding-transportation); `sending` is the
 * status of the last send, so the box empties once it went through. `children` come before the
 * messages: the negotiation's rounds, which the two sides talk about.
 */
export function ConversationPanel({
  conversation,
  currentUserId,
  disabledKey,
  sending,
  onSend,
  children,
}: {
  conversation: Conversation;
  currentUserId: string | undefined;
  disabledKey?: string | null;
  sending: RequestStatus;
  onSend: (message: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { fieldErrors, formError, edited } = useFormErrors(problemOf(sending), { text: 'body.message' });
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && isSucceeded(sending)) setText('');
    wasSending.current = isLoading(sending);
  }, [sending]);

  const people = new Map(conversation.users.map((user) => [user.id, user]));
  const disabled = Boolean(disabledKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && text.trim().length >= 1) onSend(text.trim());
  };

  return (
    <Card as="section" aria-labelledby="conversation-heading" className="mb-3" data-testid="conversation">
      <Card.Body>
        <Card.Title as="h2" id="conversation-heading" className="h6">
          {t('offers.chat.title')}
        </Card.Title>
        {children}
        {conversation.messages.length === 0 && <p className="text-body-secondary small">{t('offers.chat.empty')}</p>}
        <ol className="list-unstyled mb-3" aria-label={t('offers.chat.messages')}>
          {conversation.messages.map((message, index) => {
            const person = people.get(message.fromUserId);
            const name = person ? personName(person) : t('offers.chat.someone');
            const mine = message.fromUserId === currentUserId;
            return (
              <li key={`${message.date}-${index}`} className={`d-flex gap-2 mb-2 ${mine ? 'flex-row-reverse text-end' : ''}`}>
                <Avatar name={name} image={person?.imageUrl} size={32} />
                <div className={`rounded px-3 py-2 ${mine ? 'bg-primary-subtle' : 'bg-body-tertiary'}`} style={{ maxWidth: '80%' }}>
                  <div className="small text-body-secondary">
                    {name} · <time dateTime={message.date}>{timeFormat.format(new Date(message.date))}</time>
                  </div>
                  <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.message}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <Form onSubmit={submit}>
          <Form.Group controlId="chat-message" className="mb-2">
            <Form.Label className="visually-hidden">{t('offers.chat.message')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              required
              minLength={1}
              value={text}
              disabled={disabled}
              placeholder={t('offers.chat.placeholder')}
              aria-describedby={disabled ? 'chat-disabled' : undefined}
              isInvalid={Boolean(fieldErrors.text)}
              onChange={(event) => {
                edited('text');
                setText(event.target.value);
              }}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.text}</Form.Control.Feedback>
          </Form.Group>
          {disabled && (
            <p id="chat-disabled" className="small text-body-secondary mb-2">
              {t(disabledKey!)}
            </p>
          )}
          {isFailed(sending) && (
            <p className="small text-danger mb-2" role="alert">
              {t('offers.chat.error')} {formError}
            </p>
          )}
          <Button type="submit" size="sm" disabled={disabled || text.trim().length < 1 || isLoading(sending)}>
            {t('offers.chat.send')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
