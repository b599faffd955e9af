import type { User } from '../../../src-shared/domain/user';
import type { WizardSection } from '../../../src-shared/domain/wizard';
import { BasicInfoStep } from './steps/basic-info/BasicInfoStep';
import { ConnectionsStep } from './steps/connections/ConnectionsStep';
import { DemographicsStep } from './steps/demographics/DemographicsStep';
import { FamilyStep } from './steps/family/FamilyStep';
import { ProfileStep } from './steps/profile/ProfileStep';
import { VanityStep } from './steps/vanity/VanityStep';

export interface WizardStepProps {
  section: WizardSection;
  user: User;
  isEdit: boolean;
}

/** The form of the step on screen. */
export function WizardStep({ section, user, isEdit }: WizardStepProps) {
  switch (section) {
    case 'connections':
      return <ConnectionsStep isEdit={isEdit} />;
    case 'profile':
      return <ProfileStep user={user} isEdit={isEdit} />;
    case 'basic_info':
      return <BasicInfoStep user={user} isEdit={isEdit} />;
    case 'demographics':
      return <DemographicsStep user={user} isEdit={isEdit} />;
    case 'family':
      return <FamilyStep user={user} isEdit={isEdit} />;
    case 'vanity':
      return <VanityStep user={user} isEdit={isEdit} />;
  }
}
