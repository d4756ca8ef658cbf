import type { CDPSession } from '@playwright/test'

/** The slow phone, set through the DevTools protocol: 150 ms latency, 1.6 Mbps down, 750 kbps
 *  up and a CPU `cpuRate` times slower (4 by default). The early-tap spec
 *  (slow-phone.spec.ts) uses it, and so do the main-thread traces
 *  (scripts/lib/trace-main-thread.ts), so that their figures are of the same phone. */
export async function throttleAsASlowPhone(cdp: CDPSession, cpuRate = 4): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
}
