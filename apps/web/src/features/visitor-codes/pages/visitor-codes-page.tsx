import type { VisitorCode } from '@estatehub/shared';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { CodeHistory } from '../components/code-history';
import { GateLog } from '../components/gate-log';
import { PassCard } from '../components/pass-card';
import { VisitorCodeForm } from '../components/visitor-code-form';

/** /resident/visitor-codes (residents and admins): generate a pass, share it, see past codes; admins also see the gate log. */
export default function VisitorCodesPage() {
  const { user } = useAuth();
  const [pass, setPass] = useState<VisitorCode | null>(null);

  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader title="Generate Visitor Code" description="A one-time code for the gate, valid for 30 minutes." />
          <CardBody>
            <VisitorCodeForm onCreated={setPass} />
          </CardBody>
        </Card>
        <div className="lg:col-span-3">
          {pass ? (
            <PassCard key={pass.id} pass={pass} />
          ) : (
            <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <QrCode className="size-10 text-slate-400" aria-hidden="true" />
              <p className="font-semibold text-slate-900">Your pass appears here</p>
              <p className="max-w-sm text-sm text-slate-600">
                Generate a code to get a pass with a QR code you can send on WhatsApp or save as an image.
              </p>
            </Card>
          )}
        </div>
      </div>
      <CodeHistory />
      {user?.role === 'admin' ? <GateLog /> : null}
    </div>
  );
}
