import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { maxAttachments, maxVehicleYear, minVehicleYear } from '@dtn/contracts/constants';
import type { PostVisibility } from '@dtn/contracts/entities/post';
import { tradeInToggleVisible } from '@dtn/contracts/permissions';
import { useFormErrors } from '../../../shared/forms/use-form-errors';
import { isLoading, problemOf } from '../../../shared/request-status';
import { selectUser, selectUserDealerships } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store-hooks';
import { addAttachments, type AttachmentAlert } from './attachments';
import { AttachmentPreviews } from './attachment-previews';
import { composerActions, selectComposer } from './composer-slice';
import { ListingFields } from './listing-fields';
import { emptyListing, listingBody, listingErrors, type ListingField, type ListingValues } from './listing-rules';
import { leaveFiles } from './pending-files';

const alertKey: Record<AttachmentAlert, string> = {
  'unsupported-format': 'social.alert.unsupported-format',
  'max-attachments': 'social.alert.max-attachments',
};
/** The createPost body's names for the composer's fields (the upload's failures name `files`). */
const postFields = {
  text: 'body.content',
  visibility: 'body.postVisibility',
  vin: 'body.vin',
  year: 'body.year',
  make: 'body.make',
  model: 'body.model',
  mileage: 'body.mileage',
  dealershipId: 'body.dealershipId',
} as const;
type PostField = keyof typeof postFields;
const listingFields: readonly ListingField[] = ['vin', 'year', 'make', 'model', 'mileage', 'dealershipId'];

const accept = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime,video/avi,video/x-msvideo,.avi,.3gp';

/**
 * The post composer (spec sections 2, 4, 5) as a modal: text, up to 5 attachments with previews,
 * visibility, and for sellers a trade-in toggle that makes the post a listing. 'Post' is disabled
 * while there is nothing to post or a save is in flight; after the post and its upload it resets
 * and closes; on failure the error text shows.
 */
export function ComposerModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const dealerships = useAppSelector(selectUserDealerships);
  const { status, postedCount } = useAppSelector(selectComposer);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [alerts, setAlerts] = useState<AttachmentAlert[]>([]);
  const [visibility, setVisibility] = useState<PostVisibility>('GENERAL');
  const [tradeIn, setTradeIn] = useState(false);
  const [listing, setListing] = useState<ListingValues>(emptyListing);
  const [checked, setChecked] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const seen = useRef(postedCount);
  const saving = isLoading(status);
  const { fieldErrors, formError, edited } = useFormErrors<PostField>(problemOf(status), postFields);

  const reset = useCallback(() => {
    setText('');
    setFiles([]);
    setAlerts([]);
    setVisibility('GENERAL');
    setTradeIn(false);
    setListing(emptyListing);
    setChecked(false);
    dispatch(composerActions.cleared());
  }, [dispatch]);

  useEffect(() => {
    if (postedCount === seen.current) return;
    seen.current = postedCount;
    reset();
    onClose();
  }, [postedCount, reset, onClose]);

  const ruleKeys = tradeIn && checked ? listingErrors(listing, { dealershipCount: dealerships.length }) : {};
  // The form's own rule first (spec section 5), else the server's reason (a VIN that does not decode).
  const ruleArgs = { min: minVehicleYear, max: maxVehicleYear(new Date()) };
  const errors = Object.fromEntries(
    listingFields.flatMap((field) => {
      const reason = ruleKeys[field] ? t(ruleKeys[field], ruleArgs) : fieldErrors[field];
      return reason ? [[field, reason]] : [];
    }),
  ) as Partial<Record<ListingField, string>>;
  const changeListing = (next: ListingValues) => {
    for (const field of listingFields) if (next[field] !== listing[field]) edited(field);
    setListing(next);
  };
  const empty = !tradeIn && text.trim() === '' && files.length === 0;

  const choose = (chosen: FileList | null) => {
    const result = addAttachments(files, Array.from(chosen ?? []));
    setFiles(result.files);
    setAlerts(result.alerts);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving || !user) return;
    setChecked(true);
    if (tradeIn && Object.keys(listingErrors(listing, { dealershipCount: dealerships.length })).length > 0) return;
    const base = { postVisibility: visibility, content: text.trim(), dealerGroupId: user.dealerGroupId };
    const draft = tradeIn
      ? { ...base, postType: 'LISTING' as const, ...listingBody(listing, dealerships.length === 1 ? dealerships[0]!.id : null) }
      : { ...base, postType: 'GENERAL' as const };
    dispatch(composerActions.submitted({ draft, submissionId: leaveFiles(files) }));
  };

  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="composer-title" fullscreen="sm-down">
      {/* A flex column that may shrink: full screen on a phone, the body scrolls between the
          header and the footer (a plain form grew past the modal and let the page show through). */}
      <Form noValidate onSubmit={submit} className="d-flex flex-column flex-grow-1" style={{ minHeight: 0 }}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="composer-title">{t('social.composer.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && (
            <Alert variant="danger" data-testid="composer-error">
              {t('social.composer.failed', { message: formError })}
            </Alert>
          )}
          {alerts.map((alert) => (
            <Alert key={alert} variant="warning" dismissible onClose={() => setAlerts(alerts.filter((a) => a !== alert))}>
              {t(alertKey[alert])}
            </Alert>
          ))}
          <Form.Group className="mb-3" controlId="composer-text">
            <Form.Label className="visually-hidden">{t('social.composer.text')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              maxLength={5000}
              placeholder={t('social.composer.placeholder')}
              value={text}
              isInvalid={Boolean(fieldErrors.text)}
              onChange={(e) => {
                edited('text');
                setText(e.target.value);
              }}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.text}</Form.Control.Feedback>
          </Form.Group>
          <AttachmentPreviews files={files} onRemove={(name) => setFiles(files.filter((file) => file.name !== name))} />
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <Form.Group controlId="composer-files">
              <Form.Label className="btn btn-outline-primary btn-sm mb-0">{t('social.composer.attach')}</Form.Label>
              <Form.Control
                ref={fileInput}
                type="file"
                multiple
                accept={accept}
                className="visually-hidden"
                onChange={(e) => choose((e.target as HTMLInputElement).files)}
              />
            </Form.Group>
            <span className="small text-body-secondary">
              {t('social.composer.attachment-count', { count: files.length, max: maxAttachments })}
            </span>
          </div>
          <fieldset className="mb-3">
            <legend className="fs-6 mb-1">{t('social.composer.visibility')}</legend>
            {(['GENERAL', 'DEALERGROUP'] as const).map((value) => (
              <Form.Check
                key={value}
                inline
                type="radio"
                name="composer-visibility"
                id={`composer-visibility-${value}`}
                label={t(`social.visibility.${value}`)}
                checked={visibility === value}
                isInvalid={Boolean(fieldErrors.visibility)}
                disabled={value === 'DEALERGROUP' && !user?.dealerGroupId}
                onChange={() => {
                  edited('visibility');
                  setVisibility(value);
                }}
              />
            ))}
            {fieldErrors.visibility && <div className="invalid-feedback d-block">{fieldErrors.visibility}</div>}
          </fieldset>
          {user && tradeInToggleVisible(user) && (
            <Form.Check
              type="switch"
              id="composer-trade-in"
              className="mb-3"
              label={t('social.composer.trade-in')}
              checked={tradeIn}
              onChange={(e) => setTradeIn(e.target.checked)}
            />
          )}
          {tradeIn && <ListingFields values={listing} errors={errors} onChange={changeListing} />}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={empty || saving}>
            {t(saving ? 'social.composer.posting' : 'social.composer.post')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
