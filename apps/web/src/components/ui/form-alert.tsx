import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './alert';

type FormAlertProps = {
  variant: 'error' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  /** Changes when a new outcome should be brought into view again (e.g. a second failure). */
  revision?: unknown;
};

/**
 * The one panel a form uses to report its outcome: the server's error or the success message.
 * It scrolls itself into view and takes focus when it appears, so an outcome shown at the top of
 * a long form is never left off-screen (and screen readers read it).
 */
export function FormAlert({ variant, title, children, revision }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision only re-triggers the scroll.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.scrollIntoView({ block: 'center', behavior: 'smooth' });
    node.focus({ preventScroll: true });
  }, [revision]);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
      <Alert variant={variant} title={title}>
        {children}
      </Alert>
    </div>
  );
}
