import { useState } from 'react';
import { Button, FormGroup, Intent, NonIdealState } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { isAdminRole, MAX_PAGE_SIZE, type ClassDto, type UserDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { SelectInput } from '../../../components/select-input';
import { errorMessage } from '../../../lib/api-errors';
import { homePathFor, selectUser } from '../../auth';
import { useListClassesQuery } from '../../classes';
import { ClassCards } from '../components/class-cards';
import { InstructorWeek } from '../components/instructor-week';
import '../components/instructor-classes.css';

/** The instructors who teach these classes, by name (an admin's choice of whose week to see). */
function instructorsOf(classes: readonly ClassDto[]): { id: string; name: string }[] {
  const byId = new Map(
    classes.flatMap((item) => (item.instructor ? [[item.instructor.id, item.instructor.name] as const] : [])),
  );
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /instructor-classes, an instructor's home: its classes and its week's occurrences with the
 * people booked. Admins, who may read every class's bookings, see every instructor's and may pick
 * one. Other roles have nothing here and are pointed to their own home.
 */
export default function InstructorClassesPage() {
  const { t } = useTranslation('instructor-classes');
  const navigate = useNavigate();
  // The login guard has the user in the session before this page renders.
  const user = useAppSelector(selectUser);
  if (!user) return null;
  if (user.role !== 'INSTRUCTOR' && !isAdminRole(user.role)) {
    return (
      <div className="content-page">
        <NonIdealState
          icon={<Calendar size={48} />}
          title={t('notInstructor.title')}
          description={t('notInstructor.body')}
          action={
            <Button intent={Intent.PRIMARY} text={t('notInstructor.go')} onClick={() => navigate(homePathFor(user))} />
          }
        />
      </div>
    );
  }
  return <ClassesAndWeek user={user} />;
}

function ClassesAndWeek({ user }: { readonly user: UserDto }) {
  const { t } = useTranslation('instructor-classes');
  const admin = isAdminRole(user.role);
  // An admin's pick; '' is every instructor.
  const [picked, setPicked] = useState('');
  const instructorId = admin ? picked : user.id;
  // An admin reads every class once (the choice offers their instructors) and narrows here.
  const classes = useListClassesQuery(
    admin ? { limit: MAX_PAGE_SIZE } : { instructorId: user.id, limit: MAX_PAGE_SIZE },
  );
  const all = classes.data?.classes ?? [];
  const shown = instructorId ? all.filter((item) => item.instructorId === instructorId) : all;
  const options = [
    { value: '', label: t('allInstructors') },
    ...instructorsOf(all).map(({ id, name }) => ({ value: id, label: name })),
  ];

  return (
    <div className="instructor-classes">
      <header className="instructor-classes__header">
        <div>
          <h1 className="bp6-heading">{t(admin ? 'adminTitle' : 'title')}</h1>
          <p className="lead">{t(admin ? 'adminSubtitle' : 'subtitle')}</p>
        </div>
        {admin && (
          <FormGroup className="instructor-classes__pick" label={t('instructor')} labelFor="instructor-pick" inline>
            <SelectInput
              id="instructor-pick"
              value={picked}
              options={options}
              onChange={(event) => setPicked(event.target.value)}
            />
          </FormGroup>
        )}
      </header>
      <ClassCards
        classes={shown}
        loading={classes.isLoading}
        error={classes.isError ? errorMessage(classes.error, t('classes.loadError')) : undefined}
        showInstructor={admin && !picked}
      />
      <InstructorWeek instructorId={instructorId || undefined} showInstructor={admin && !picked} />
    </div>
  );
}
