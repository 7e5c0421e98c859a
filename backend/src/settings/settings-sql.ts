/**
 * SQL over `user_settings` for other modules' queries across users (the admin list, the
 * reminder sweep), which join it rather than read settings one user at a time. The settings
 * module owns that table and the JSON shape of its `document`, so the SQL that reads them lives
 * here: a setting that moves changes this file, not theirs. A user who never saved settings may
 * have no row, and a saved document may lack a key: each expression then answers NULL or the
 * fallback the caller passes (the defaults, as a SQL parameter).
 */

/** `LEFT JOIN` of the settings row of the user whose id is `userIdColumn`, as `alias`. */
export function joinUserSettings(alias: string, userIdColumn: string): string {
  return `LEFT JOIN "user_settings" AS ${alias} ON ${alias}."user_id" = ${userIdColumn}`;
}

/** The user's business name (the default sender's company), NULL when unset. */
export function businessNameSql(alias: string): string {
  return `${alias}."document" -> 'defaultCompany' ->> 'company'`;
}

/** Whether payment reminders are on; `fallback` (SQL boolean) when not saved. */
export function remindersEnabledSql(alias: string, fallback: string): string {
  return `COALESCE((${alias}."document" #>> '{reminders,enabled}')::boolean, ${fallback})`;
}

/** Days after the due date a reminder goes; `fallback` (SQL integer) when not saved. */
export function reminderDaysAfterDueSql(alias: string, fallback: string): string {
  return `COALESCE((${alias}."document" #>> '{reminders,daysAfterDue}')::int, ${fallback})`;
}
