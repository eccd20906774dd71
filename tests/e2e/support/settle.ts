/**
 * Writing a fresh demo with the functions' background triggers off. The demo already holds what
 * the triggers derive (each cohort's calendar, everyone's activities, the issued certificates), so
 * their deliveries for it (about 200 for the events alone, one after another on the functions
 * emulator: 10 s or more) would change nothing, and a test's own write would queue behind them.
 * The emulator hub turns them off and on (firebase-tools' EmulatorHub PATH_DISABLE_FUNCTIONS /
 * PATH_ENABLE_FUNCTIONS); turning them on registers them again before it answers.
 */
const hub = () => `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}`;

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${hub()}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`PUT ${hub()}/functions/${path}: ${response.status} ${await response.text()}`);
}

export async function withTriggersOff<T>(write: () => Promise<T>): Promise<T> {
  await setBackgroundTriggers(false);
  try {
    return await write();
  } finally {
    await setBackgroundTriggers(true);
  }
}
