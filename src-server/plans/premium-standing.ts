import type { PlanName, PremiumStanding } from '../../src-shared/domain/plan';
import { onFirstUse } from '../../src-shared/i18n/on-first-use';

const DAY_MS = 86_400_000;

export interface PlanRecord {
  plan: PlanName;
  ends_at: Date | null;
  trial_used_at: Date | null;
  credits: number;
}

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Mexico_City',
    }),
);

/**
 * The standing a plan row gives at `now`. A trial or premium past its end is the free plan again:
 * plans lapse by date, without a job having to run.
 */
export function premiumStanding(
  record: PlanRecord | undefined,
  now: Date,
  include: { money: boolean; textbody: boolean },
): PremiumStanding {
  const ends = record?.ends_at ?? null;
  const lapsed = ends !== null && ends.getTime() <= now.getTime();
  const plan: PlanName = !record || lapsed ? 'free' : record.plan;
  const active = plan !== 'free';
  const endsAt = active ? ends : null;
  const standing: PremiumStanding = {
    premium: active,
    plan,
    ends_at: endsAt ? endsAt.toISOString() : null,
    days_left: endsAt ? Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS) : null,
    trial_used: record?.trial_used_at != null,
  };
  if (include.money) standing.credits = record?.credits ?? 0;
  if (include.textbody) standing.text = summary(plan, endsAt);
  return standing;
}

function summary(plan: PlanName, endsAt: Date | null): string {
  const until = endsAt ? ` hasta el ${dateFormat().format(endsAt)}` : '';
  switch (plan) {
    case 'trial':
      return `Tienes la prueba premium${until}.`;
    case 'premium':
      return `Tienes el plan premium${until}.`;
    case 'free':
      return 'Tienes el plan gratuito.';
  }
}
