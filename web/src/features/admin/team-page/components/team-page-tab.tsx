import { Spinner } from '@/components/ui/spinner';

import { QueryError } from '../../shared/components/query-error';
import { useTeamProfiles } from '../api/team-api';

import { ProfileForm } from './profile-form';

/** The Team page tab: each therapist's public card (photo, speciality, bio, shown or not). */
export function TeamPageTab() {
  const team = useTeamProfiles();
  return (
    <div className="space-y-6">
      <p className="text-muted">
        The About page shows the active therapists you choose, with their photo, speciality and bio (the Arabic About page with the
        Arabic ones). Names and working hours are edited with the calendar’s therapists.
      </p>
      {team.isPending ? <Spinner label="Loading the team" /> : null}
      {team.isError ? <QueryError what="the team" onRetry={() => void team.refetch()} /> : null}
      {team.data?.length === 0 ? <p className="text-muted">No therapists yet.</p> : null}
      {team.data?.map((profile) => <ProfileForm key={`${String(profile.therapistId)}-${profile.photo?.variants[0]?.src ?? ''}`} profile={profile} />)}
    </div>
  );
}
