import type { RegistryWidgetsType } from '@rjsf/utils';

import {
  ButtonWidget,
  CaptchaWidget,
  CheckboxWidget,
  DateWidget,
  InputWidget,
  LabelWidget,
  SocialTypesWidget,
} from './basic-widgets';
import { LazyMultiSelectWidget } from './lazy-multi-select';
import { PhoneWidget } from './phone-widget';
import { ChoiceWidget } from './select-modal-widget';

/** A widget for every field kind of the spec (the adapter sets ui:widget to the kind). */
export const fieldWidgets: RegistryWidgetsType = {
  input: InputWidget,
  email: InputWidget,
  password: InputWidget,
  phone: PhoneWidget,
  datepicker: DateWidget,
  date_birthday: DateWidget,
  select: ChoiceWidget,
  dropdown: ChoiceWidget,
  list: ChoiceWidget,
  phone_country: ChoiceWidget,
  multiselect: LazyMultiSelectWidget,
  checkbox: CheckboxWidget,
  extended_checkbox: CheckboxWidget,
  background_checkbox: CheckboxWidget,
  label: LabelWidget,
  button: ButtonWidget,
  captcha: CaptchaWidget,
  custom_captcha: CaptchaWidget,
  social_types: SocialTypesWidget,
  phone_code_button: ButtonWidget,
};
