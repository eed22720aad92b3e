import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import {
  LABEL_CLONE_MODAL_TITLE,
  MODAL_RESET_DELAY_MS,
  MSG_VOICE_SAVED,
  chooseCloneProviderPayload,
  cloneFailedToast,
  cloneSamples,
  voiceSaveFailedToast,
  type CloneSample,
} from '@parley/domain';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useNotifyError } from '../../../../components/notifications/use-notify-error';
import { useChooseCloneProvider } from '../api/choose-clone-provider';
import { useCloneVoice } from '../api/clone-voice';
import { useDiscardVoiceClone } from '../api/discard-voice-clone';
import { EMPTY_CLONE_FORM, cloneInputOf, validateCloneForm, type CloneFormValues } from '../utils/clone-form';
import { CloneFormStep } from './clone-form-step';
import { CloneSampleStep } from './clone-sample-step';

export interface CloneVoiceModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * A clone succeeded: the ids of the voices it made (one per provider that cloned). The voice
   * selection modal switches its favourites filter on here.
   */
  onCloned?: (voiceIds: string[]) => void;
  /** Save Voice kept this voice (the chosen clone's id). */
  onSaved?: (voiceId: string) => void;
}

type Step = 'form' | 'select';

/**
 * 'Create Your Voice Clone': step 1 sends a sample to both clone providers,
 * step 2 lets the user keep the clone that sounds most like them. Closing resets everything 300 ms
 * later, once the dialog has faded out; nothing closes it while a clone or a save is running.
 */
export function CloneVoiceModal({ open, onClose, onCloned, onSaved }: CloneVoiceModalProps) {
  const titleId = useId();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const clone = useCloneVoice();
  const choose = useChooseCloneProvider();
  const discard = useDiscardVoiceClone();
  const [step, setStep] = useState<Step>('form');
  const [samples, setSamples] = useState<CloneSample[]>([]);
  // A new key remounts the form, which is how Formik and the recorder start over.
  const [formKey, setFormKey] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const busy = clone.isPending || choose.isPending;

  // Leaving the sample step without Save Voice (Back, Try Again, Cancel) drops the clone's candidates:
  // an unchosen clone never becomes a library voice. Save Voice keeps one instead, so it skips this.
  const discardSamples = () => {
    const candidateId = samples[0]?.voiceId;
    if (step === 'select' && candidateId !== undefined) discard.mutate(candidateId);
  };

  const closeAndReset = () => {
    onClose();
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setStep('form');
      setSamples([]);
      setFormKey((key) => key + 1);
      clone.reset();
      choose.reset();
    }, MODAL_RESET_DELAY_MS);
  };
  const requestClose = () => {
    if (busy) return;
    discardSamples();
    closeAndReset();
  };

  const submit = async (values: CloneFormValues) => {
    try {
      const result = await clone.mutateAsync(cloneInputOf(values));
      setSamples(cloneSamples(result));
      choose.reset();
      setStep('select');
      const voiceIds = [result.elevenlabs_voice?.id, result.cartesia_voice?.id].filter((id): id is string =>
        Boolean(id),
      );
      onCloned?.(voiceIds);
    } catch (error) {
      // The spec words every clone failure the same, whatever the cause.
      notifyError(error, cloneFailedToast);
    }
  };

  const save = async (chosen: CloneSample) => {
    try {
      await choose.mutateAsync({ id: chosen.voiceId, ...chooseCloneProviderPayload(chosen, samples) });
      notify(MSG_VOICE_SAVED, { severity: 'success' });
      onSaved?.(chosen.voiceId);
      closeAndReset();
    } catch (error) {
      notifyError(error, voiceSaveFailedToast);
    }
  };

  const backToForm = (helpers?: Pick<FormikHelpers<CloneFormValues>, 'setFieldValue'>) => {
    discardSamples();
    setSamples([]);
    choose.reset();
    clone.reset();
    setStep('form');
    // Try Again starts from a new sample; Back keeps it.
    if (helpers) void helpers.setFieldValue('file', null);
  };

  return (
    <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{LABEL_CLONE_MODAL_TITLE}</DialogTitle>
      <Formik<CloneFormValues>
        key={formKey}
        initialValues={EMPTY_CLONE_FORM}
        validate={validateCloneForm}
        onSubmit={submit}
      >
        {(formik) =>
          step === 'form' ? (
            <CloneFormStep failure={clone.error?.message ?? null} onCancel={requestClose} />
          ) : (
            <CloneSampleStep
              samples={samples}
              saving={choose.isPending}
              failure={choose.error?.message ?? null}
              onBack={() => {
                backToForm();
              }}
              onTryAgain={() => {
                backToForm(formik);
              }}
              onSave={(chosen) => void save(chosen)}
            />
          )
        }
      </Formik>
    </Dialog>
  );
}
