import { USER_FUNCTIONS, userFunctionOf } from '../lib/validation/user-functions.ts';
import { autoLogoffIssues } from './auto-logoff-rule.ts';
import type { SiteSettings } from './generated/site-settings.types.ts';
import { moneyIssues } from './money-rules.ts';
import { checkContrast } from './settings-contrast.ts';
import type { SettingsIssue } from './settings-errors.ts';
import { signInReachIssues } from './sign-in-reach-rule.ts';

/** Rules a JSON Schema cannot say: relations between keys of the resolved settings. */
export function checkSettingsRules(s: SiteSettings): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const { langs_order, langs_hidden_unauth } = s.globalConfig;
  const defaultLanguage = langs_order[0];
  if (defaultLanguage && langs_hidden_unauth.includes(defaultLanguage)) {
    issues.push({
      pointer: '/globalConfig/langs_hidden_unauth',
      message: `must not hide the default language "${defaultLanguage}" (the first of langs_order) from guests`,
    });
  }
  if (langs_order.every((lang) => langs_hidden_unauth.includes(lang))) {
    issues.push({
      pointer: '/globalConfig/langs_hidden_unauth',
      message: 'hides every language from guests',
    });
  }
  issues.push(...autoLogoffIssues(s));
  const { default_type, types } = s.registrationConfig;
  if (default_type !== undefined && !types.includes(default_type)) {
    issues.push({
      pointer: '/registrationConfig/default_type',
      message: `must be one of the offered registration types (${types.join(', ')})`,
    });
  }
  for (const [type, fields] of Object.entries(s.registrationConfig.fields)) {
    (fields ?? []).forEach((field, f) =>
      (field.validation ?? []).forEach((rule, r) => {
        if (rule.pattern !== undefined && !compiles(rule.pattern)) {
          issues.push({
            pointer: `/registrationConfig/fields/${type}/${f}/validation/${r}/pattern`,
            message: 'is not a valid regular expression (Unicode mode)',
          });
        }
        if (rule.rule === 'userFunction' && !userFunctionOf(rule.function)) {
          issues.push({
            pointer: `/registrationConfig/fields/${type}/${f}/validation/${r}/function`,
            message: `must name a check the rule engine knows (${Object.keys(USER_FUNCTIONS).join(', ')})`,
          });
        }
      }),
    );
  }
  s.registrationConfig.phone_validation_rules.forEach((rule, i) => {
    if (!compiles(rule.fields.phone)) {
      issues.push({
        pointer: `/registrationConfig/phone_validation_rules/${i}/fields/phone`,
        message: 'is not a valid regular expression (Unicode mode)',
      });
    }
  });
  issues.push(...checkContrast(s));
  issues.push(...signInReachIssues(s));
  issues.push(...moneyIssues(s));
  return issues;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
