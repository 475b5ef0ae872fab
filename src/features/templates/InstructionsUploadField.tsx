// The instructions upload of the template forms: a .json file picker whose refusals (not .json, not JSON) show under it,
// nothing taken in until a file passes (templateUpload.ts); the schema's faults from a refused Save show there too.
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { checkTemplateUpload, type TemplateUpload } from './templateUpload';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export interface InstructionsUploadFieldProps {
  label: string;
  /** What stands beside the button: the file taken in, or the version. */
  status: string;
  required?: boolean;
  /** A message of the form (Scraping instructions are required). */
  validationMessage?: string | null;
  onUpload(upload: TemplateUpload): void;
}

export function InstructionsUploadField({ label, status, required, validationMessage, onUpload }: InstructionsUploadFieldProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const result = checkTemplateUpload(file.name, await file.text());
    if (input.current) input.current.value = '';
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onUpload(result.upload);
  };

  const message = errors.length ? (
    <ul className={styles.errors} aria-label="Why the file was refused">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : (validationMessage ?? undefined);

  return (
    <Field label={label} required={required} validationState={errors.length || validationMessage ? 'error' : 'none'} validationMessage={message}>
      <div className={styles.row}>
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
          Upload .json file
        </Button>
        <span>{status}</span>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept=".json,application/json"
          aria-label={`${label} file`}
          data-testid="template-instructions-file"
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </div>
    </Field>
  );
}
