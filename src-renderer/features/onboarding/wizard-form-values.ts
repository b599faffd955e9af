import type { BasicInfoFormValues } from './steps/basic-info/basic-info-form';
import type { DemographicsFormValues } from './steps/demographics/demographics-form';
import type { FamilyFormValues } from './steps/family/family-form';
import type { ProfileFormValues } from './steps/profile/profile-form';
import type { VanityFormValues } from './steps/vanity/vanity-form';

/**
 * What each saving step's form holds while the creator types (before it becomes a body). Keyed
 * by `ProfileSection`: the drafts and `useWizardForm` index it with every saving step.
 */
export type WizardFormValues = {
  profile: ProfileFormValues;
  basic_info: BasicInfoFormValues;
  demographics: DemographicsFormValues;
  family: FamilyFormValues;
  vanity: VanityFormValues;
};
