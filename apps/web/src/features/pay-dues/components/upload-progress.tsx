import type { UploadProgress } from '../../../lib/upload';

/** The upload's progress bar; once every byte is sent it says the server is checking the file. */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  const percent = progress?.fraction == null ? null : Math.round(progress.fraction * 100);
  const sent = percent === 100;
  const label = sent ? 'Checking the file...' : percent === null ? 'Starting upload...' : `Uploading... ${percent}%`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-xs font-medium text-slate-600">
        <span id="upload-progress-label">{label}</span>
        {percent === null ? null : <span aria-hidden="true">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${percent ?? 0}%` }}
        />
      </div>
    </div>
  );
}
