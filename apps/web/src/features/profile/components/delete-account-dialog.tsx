import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { messageOr } from '../../../lib/error-text';
import { DELETE_REQUEST_FAILED } from '../api/profile-form';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

/** The Delete Account modal: it says an admin will be notified, then sends the request with an optional reason. */
export function DeleteAccountDialog({ onRequested }: { onRequested: (detail: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const request = useRequestAccountDeletion();
  const reasonId = useId();

  const onOpenChange = (next: boolean) => {
    if (sending) return;
    setOpen(next);
    if (!next) {
      setReason('');
      setError(null);
    }
  };

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await request.mutateAsync(reason.trim());
      setSending(false);
      onOpenChange(false);
      onRequested(answer.detail || 'Your request has been sent.');
    } catch (err) {
      setError(messageOr(err, DELETE_REQUEST_FAILED));
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete Account"
        description="Your account is not deleted straight away: an admin will be notified of your request and will contact you to complete it."
        closeOnBackdrop={!sending}
      >
        <div className="space-y-4">
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              Reason (optional)
            </label>
            <Textarea
              id={reasonId}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Tell the admin why you are leaving"
              disabled={sending}
            />
          </div>
          <DialogActions busy={sending}>
            <Button variant="danger" onClick={confirm} disabled={sending} loading={sending}>
              {sending ? 'Sending...' : 'Request Deletion'}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
