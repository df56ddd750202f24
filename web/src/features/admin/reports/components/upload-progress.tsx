import type { UploadStage } from '../api/upload-pdf-report';

const stageText = (stage: UploadStage) =>
  stage.step === 'preparing' ? 'Preparing the upload…' : stage.step === 'sending' ? `Uploading… ${stage.percent}%` : 'Saving the report…';

/** The upload's progress bar (role=progressbar with its percentage) and what is happening, in words. */
export function UploadProgress({ stage }: { stage: UploadStage }) {
  const percent = stage.step === 'preparing' ? 0 : stage.step === 'sending' ? stage.percent : 100;
  const text = stageText(stage);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full border border-[#8c7a5b] bg-sand-200"
      >
        <div className="h-full bg-forest-700 transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
