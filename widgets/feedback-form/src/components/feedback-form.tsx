import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FEEDBACK_THANKS, FeedbackBody, isOneOf } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  Card,
  CardDescription,
  CardTitle,
  Field,
  Input,
  Textarea,
  color,
  fontSize,
  isApiError,
  useFieldErrors,
  useToast,
  type FieldErrors,
  type WidgetProps,
  Grid,
} from '@portfolio/ui';
import { useSubmitFeedback } from '../api/submit-feedback';

type FieldName = 'name' | 'email' | 'company' | 'feedback';
type Values = Record<FieldName, string>;

const EMPTY: Values = { name: '', email: '', company: '', feedback: '' };
const FIELDS: FieldName[] = ['name', 'email', 'company', 'feedback'];
const FEEDBACK_MAX = FeedbackBody.properties.feedback.maxLength!;

/** What is sent: surrounding spaces dropped, a blank company left out as null. */
const toBody = (values: Values): FeedbackBody => ({
  name: values.name.trim(),
  email: values.email.trim(),
  company: values.company.trim() || null,
  feedback: values.feedback.trim(),
});

/** The contract's messages for the form's own fields, first one per field. */
const onlyFields = (messages: Record<string, string>): FieldErrors<FieldName> =>
  Object.fromEntries(Object.entries(messages).filter(([field]) => isOneOf(FIELDS, field)));

export interface FeedbackFormProps extends Partial<WidgetProps> {
  /** A heading above the fields, for a page that has none of its own. */
  title?: string;
  description?: string;
}

/**
 * The feedback form, open to everyone: checked with the contract's messages before sending;
 * Submitting... while it is sent; thanks and a reset on success, an error toast and the values
 * kept on failure.
 */
export function FeedbackForm({ title, description }: FeedbackFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, accept, reset: resetErrors } = useFieldErrors<FieldName>();
  // After the first attempt, messages follow the values as they are typed.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const submit = useSubmitFeedback();
  const ids = useId();
  const pending = submit.isPending;

  /** A field's control: its name, its value, and a change that checks it again once tried. */
  const bind = (field: FieldName) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (attempted) accept(onlyFields(checkFields(FeedbackBody, toBody(next))));
    },
  });

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const body = toBody(values);
    if (!accept(onlyFields(checkFields(FeedbackBody, body)))) {
      focusFirstInvalid();
      return;
    }
    submit.mutate(body, {
      onSuccess: () => {
        toast({ title: FEEDBACK_THANKS.title, description: FEEDBACK_THANKS.description });
        setValues(EMPTY);
        resetErrors();
        setAttempted(false);
      },
      onError: (error) => {
        // The server checks the same contract; its per-field messages show under the fields.
        if (isApiError(error) && error.status === 400) {
          const fromServer = onlyFields(error.fieldErrors);
          if (Object.keys(fromServer).length > 0) {
            accept(fromServer);
            focusFirstInvalid();
          }
        }
      },
    });
  };

  return (
    <Card $padded>
      {title ? (
        <Heading>
          <CardTitle as="h2">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </Heading>
      ) : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Feedback form">
        <Fields disabled={pending}>
          <Row>
            <Field label="Name" error={errors.name} required id={`${ids}-name`}>
              <Input
                {...bind('name')}
                autoComplete="name"
                placeholder="Jane Doe"
                maxLength={FeedbackBody.properties.name.maxLength}
              />
            </Field>
            <Field label="Email" error={errors.email} required id={`${ids}-email`}>
              <Input
                {...bind('email')}
                type="email"
                autoComplete="email"
                placeholder="jane@company.com"
                maxLength={FeedbackBody.properties.email.maxLength}
              />
            </Field>
          </Row>
          <Field label="Company" error={errors.company} hint="Optional" id={`${ids}-company`}>
            <Input {...bind('company')} autoComplete="organization" placeholder="Your company" />
          </Field>
          <Field label="Feedback" error={errors.feedback} required id={`${ids}-feedback`}>
            <Textarea
              {...bind('feedback')}
              rows={5}
              placeholder="Tell us what works, what doesn't, and what you'd like to see next..."
              maxLength={FEEDBACK_MAX}
            />
          </Field>
          <Footer>
            <Counter aria-hidden="true">
              {values.feedback.length.toLocaleString('en-US')}/
              {FEEDBACK_MAX.toLocaleString('en-US')}
            </Counter>
            <Button type="submit" $size="lg" disabled={pending}>
              {pending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </Footer>
        </Fields>
      </form>
    </Card>
  );
}

const Heading = styled.div`
  margin-bottom: 1.25rem;
`;

const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 1.125rem;
`;

const Row = styled(Grid).attrs({ $gap: '1.125rem', $columns: { sm: 2 } })``;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 0.25rem;
`;

const Counter = styled.span`
  font-size: ${fontSize('xs')};
  color: ${color('textSubtle')};
  font-variant-numeric: tabular-nums;
`;
