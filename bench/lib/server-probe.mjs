// Preloaded into the server child (`node --import bench/lib/server-probe.mjs api/dist/main.js`)
// when it is started with an IPC channel: answers {type:'probe'} with the event loop utilisation
// and event loop delay since the previous probe, so a bench can tell "busy on the CPU" from
// "blocked" (e.g. in fsync) from "idle". Changes nothing in the product.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

if (process.send && process.channel) {
  process.channel.unref();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let lastElu = performance.eventLoopUtilization();
  let lastCpu = process.cpuUsage();
  process.on('message', (message) => {
    if (message?.type !== 'probe') return;
    const elu = performance.eventLoopUtilization(lastElu);
    const cpu = process.cpuUsage(lastCpu);
    lastElu = performance.eventLoopUtilization();
    lastCpu = process.cpuUsage();
    process.send({
      type: 'probe',
      id: message.id,
      utilization: elu.utilization,
      activeMs: elu.active,
      idleMs: elu.idle,
      cpuMs: (cpu.user + cpu.system) / 1000,
      delayP50Ms: delay.percentile(50) / 1e6,
      delayP99Ms: delay.percentile(99) / 1e6,
      delayMaxMs: delay.max / 1e6,
    });
    delay.reset();
  });
  // Keep the listener from holding the process open after the server closes.
  process.channel.unref();
}
