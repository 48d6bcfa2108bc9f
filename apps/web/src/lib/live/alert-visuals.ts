import { ALERT_TYPE_LABELS, type AlertType } from '@estatehub/shared';
import { Droplets, Flame, HeartPulse, type LucideIcon, ShieldAlert, TriangleAlert, Zap } from 'lucide-react';

/** Spec part 2 section 3: each alert type's icon and colour (red, orange, pink, yellow, blue, grey). */
export type AlertVisual = {
  label: string;
  icon: LucideIcon;
  /** The icon's colour and the tile's tint. */
  text: string;
  tint: string;
  /** A chosen tile's border. */
  ring: string;
};

export const ALERT_VISUALS: Record<AlertType, AlertVisual> = {
  fire: { label: ALERT_TYPE_LABELS.fire, icon: Flame, text: 'text-red-700', tint: 'bg-red-50', ring: 'border-red-500' },
  intruder: {
    label: ALERT_TYPE_LABELS.intruder,
    icon: ShieldAlert,
    text: 'text-orange-700',
    tint: 'bg-orange-50',
    ring: 'border-orange-500',
  },
  medical: {
    label: ALERT_TYPE_LABELS.medical,
    icon: HeartPulse,
    text: 'text-pink-700',
    tint: 'bg-pink-50',
    ring: 'border-pink-500',
  },
  electricity: {
    label: ALERT_TYPE_LABELS.electricity,
    icon: Zap,
    text: 'text-yellow-800',
    tint: 'bg-yellow-50',
    ring: 'border-yellow-500',
  },
  water: {
    label: ALERT_TYPE_LABELS.water,
    icon: Droplets,
    text: 'text-blue-700',
    tint: 'bg-blue-50',
    ring: 'border-blue-500',
  },
  other: {
    label: ALERT_TYPE_LABELS.other,
    icon: TriangleAlert,
    text: 'text-slate-700',
    tint: 'bg-slate-100',
    ring: 'border-slate-500',
  },
};

/** A type the app does not know (an older or newer server) still shows, as "other". */
export const alertVisual = (type: string): AlertVisual => ALERT_VISUALS[type as AlertType] ?? ALERT_VISUALS.other;
