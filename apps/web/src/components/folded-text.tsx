import { useId, useState } from 'react';
import { Button } from './ui/button';

/** Whole class names, so the CSS build keeps them. */
const CLAMP = { 3: 'line-clamp-3', 5: 'line-clamp-5' } as const;

type FoldedTextProps = {
  text: string;
  /** Lines shown while folded; text longer than `chars` or with more lines starts folded. */
  lines: keyof typeof CLAMP;
  chars: number;
  className?: string;
  buttonClassName?: string;
};

/** A long message folded to a few lines, with Read more / Show less; a short one shows whole. */
export function FoldedText({ text, lines, chars, className = '', buttonClassName = '' }: FoldedTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > chars || text.split('\n').length > lines;
  return (
    <>
      <p
        id={id}
        className={`${className} text-sm break-words whitespace-pre-line text-slate-700 ${long && !open ? CLAMP[lines] : ''}`}
      >
        {text}
      </p>
      {long ? (
        <Button
          variant="link"
          size="sm"
          className={buttonClassName}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      ) : null}
    </>
  );
}
