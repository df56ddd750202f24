import { weekdays } from '../../shared/utils/weekdays';
import type { Therapist, TherapistBody } from '../api/team';

/** A new therapist: every day 09:00 to 17:00 but Friday, no services yet, the default 40 % commission. */
export function emptyTherapist(): TherapistBody {
  const schedule: TherapistBody['schedule'] = {};
  for (const [day] of weekdays) schedule[day] = day === 'fri' ? [] : [{ start: '09:00', end: '17:00' }];
  return { name: '', gender: 'female', serviceIds: [], schedule, timeOff: [], active: true, commissionPercentage: 40 };
}

/** The form's copy of a stored therapist; a weekday left out of the schedule is a day off. */
export function therapistBody(t: Therapist): TherapistBody {
  const schedule: TherapistBody['schedule'] = {};
  for (const [day] of weekdays) schedule[day] = (t.schedule[day] ?? []).map((i) => ({ start: i.start, end: i.end }));
  return {
    name: t.name,
    gender: t.gender,
    serviceIds: [...t.serviceIds],
    schedule,
    timeOff: t.timeOff.map((o) => ({ from: o.from, to: o.to, note: o.note ?? '' })),
    active: t.active,
    commissionPercentage: t.commissionPercentage,
  };
}

/** 'Mon–Thu, Sat, Sun' style summary of the working days. */
export function workingDays(schedule: Therapist['schedule']): string {
  const days = weekdays.filter(([day]) => (schedule[day] ?? []).length > 0).map(([, name]) => name.slice(0, 3));
  return days.length === 0 ? 'No working days' : days.join(', ');
}
