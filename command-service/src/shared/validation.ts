import { ValidationError, type FieldError } from '@dtn/platform/errors';

/** Collects every bad field of a command before failing, so a form can mark them all at once. */
export class FieldErrors {
  private readonly errors: FieldError[] = [];

  add(field: string, message: string): this {
    this.errors.push({ field, message });
    return this;
  }

  required(field: string, value: string | null | undefined): this {
    if (value === null || value === undefined || value.trim() === '') this.add(field, `${field} is required`);
    return this;
  }

  throwIfAny(message = 'The request is invalid.'): void {
    if (this.errors.length > 0) throw new ValidationError(message, this.errors);
  }
}

/** The exhaustive end of a command switch: adding a command without handling it fails to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled command: ${JSON.stringify(value)}`);
}
