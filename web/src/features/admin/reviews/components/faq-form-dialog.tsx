import { useId, useState, type SubmitEvent } from 'react';

import { fieldControlProps, fieldErrorId } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { isUnauthorizedError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { faqPlaceholders } from '@/lib/faq-details';
import { toast } from '@/lib/toast';

import { FormDialog, FormDialogActions } from '../../shared/components/form-dialog';
import { useFieldErrors } from '../../shared/hooks/use-field-errors';
import { arabicFieldsHint, arabicText } from '../../shared/utils/arabic';
import { useSaveFaqEntry, type AdminFaqEntry, type FaqFields } from '../api/reviews-api';
import { checkFaqEntry, faqLimits } from '../utils/review-rules';

const fields = ['question', 'questionAr', 'answer', 'answerAr'] as const;
const placeholderNames = faqPlaceholders.map((p) => `{{${p.name}}} (${p.says})`);
/** '{{phone}} (the phone number), {{hotel}} (the hotel) and {{hours}} (…)' */
const placeholderList = `${placeholderNames.slice(0, -1).join(', ')} and ${placeholderNames.at(-1) ?? ''}`;

/** Add or edit a question of the home page's FAQ in a modal dialog. */
export function FaqFormDialog({ entry, onClose }: { entry: AdminFaqEntry | null; onClose: () => void }) {
  return (
    <FormDialog
      title={entry ? 'Edit question' : 'Add question'}
      description="The home page's FAQ shows the change at once."
      onClose={onClose}
    >
      <FaqForm entry={entry} onDone={onClose} />
    </FormDialog>
  );
}

function FaqForm({ entry, onDone }: { entry: AdminFaqEntry | null; onDone: () => void }) {
  const id = useId();
  const ids = { question: `${id}-question`, questionAr: `${id}-question-ar`, answer: `${id}-answer`, answerAr: `${id}-answer-ar` };
  const hintId = `${id}-answer-hint`;
  const [values, setValues] = useState<FaqFields>({
    question: entry?.question ?? '',
    questionAr: entry?.questionAr ?? '',
    answer: entry?.answer ?? '',
    answerAr: entry?.answerAr ?? '',
  });
  const { errors, show: showErrors, showServer } = useFieldErrors(fields, ids);
  /** The answers' hint (the placeholders), and the field's message when it has one. */
  const describedBy = (field: 'answer' | 'answerAr') => [hintId, errors[field] ? fieldErrorId(ids[field]) : ''].join(' ').trim();
  const save = useSaveFaqEntry();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFaqEntry(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(
      { ...(entry ? { id: entry.id } : {}), fields: values },
      {
        onSuccess: () => {
          toast({ title: entry ? 'Question updated' : 'Question added', description: 'It shows in the home page’s FAQ.' });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error) || showServer(error)) return;
          toast({ title: 'The question could not be saved', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id={ids.question} label="Question" error={errors.question}>
        <Input
          value={values.question}
          maxLength={faqLimits.question}
          autoComplete="off"
          onChange={(e) => {
            setValues((v) => ({ ...v, question: e.target.value }));
          }}
          {...fieldControlProps(ids.question, errors.question)}
        />
      </FormField>
      <FormField id={ids.questionAr} label="Arabic question" error={errors.questionAr}>
        <Input
          value={values.questionAr}
          maxLength={faqLimits.question}
          autoComplete="off"
          {...arabicText}
          onChange={(e) => {
            setValues((v) => ({ ...v, questionAr: e.target.value }));
          }}
          {...fieldControlProps(ids.questionAr, errors.questionAr)}
        />
      </FormField>
      <FormField id={ids.answer} label="Answer" error={errors.answer}>
        <Textarea
          value={values.answer}
          maxLength={faqLimits.answer}
          rows={6}
          onChange={(e) => {
            setValues((v) => ({ ...v, answer: e.target.value }));
          }}
          {...fieldControlProps(ids.answer, errors.answer)}
          aria-describedby={describedBy('answer')}
        />
        <p id={hintId} className="text-sm text-muted">
          The page writes the spa&rsquo;s current details in place of {placeholderList}.
        </p>
      </FormField>
      <FormField id={ids.answerAr} label="Arabic answer" error={errors.answerAr}>
        <Textarea
          value={values.answerAr}
          maxLength={faqLimits.answer}
          rows={6}
          {...arabicText}
          onChange={(e) => {
            setValues((v) => ({ ...v, answerAr: e.target.value }));
          }}
          {...fieldControlProps(ids.answerAr, errors.answerAr)}
          aria-describedby={describedBy('answerAr')}
        />
      </FormField>
      <p className="text-sm text-muted">{arabicFieldsHint}</p>
      <FormDialogActions pending={save.isPending}>{entry ? 'Save question' : 'Add question'}</FormDialogActions>
    </form>
  );
}
