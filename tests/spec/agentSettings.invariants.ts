// What holds in every state of an agent's settings: checked by the property walks.
import { agentSettingsMachine, settingsProblems } from '../../src/machines/agentSettings.machine'
import { invariants } from '../walks/invariant'

export const agentSettingsInvariants = invariants(agentSettingsMachine, [
  {
    rule: 'settings are saved only when the form is valid',
    holds: (snapshot) =>
      !snapshot.matches('saving') ||
      Object.keys(settingsProblems(snapshot.context.form)).length === 0,
  },
  {
    rule: 'nothing is typed before the settings are loaded',
    holds: (snapshot) =>
      !(snapshot.matches('loading') || snapshot.matches('failed')) ||
      !snapshot.can({ type: 'CHANGE', field: 'email', value: 'sam@novaclub.example' }),
  },
])
