import { NotBuiltPanel } from '../../components/not-built-panel';

/** Screens that later issues build render this panel inside their layout (whose header shows the title). */
export default function NotBuiltPage() {
  return <NotBuiltPanel />;
}
