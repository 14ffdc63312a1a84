/**
 * The deployment test's ports: nginx, a spare nginx, and the two instances. `npm run test:deploy`
 * chooses them (DEPLOY_PORTS, or free ones) before Playwright starts, so the browser's base address
 * is known to the config.
 */
export interface DeployPorts {
  nginx: number;
  spare: number;
  instances: number[];
}

export function deployPorts(text = process.env.DEPLOY_PORTS): DeployPorts {
  const ports = (text ?? '').split(',').map(Number);
  if (ports.length !== 4 || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
    throw new Error(
      `DEPLOY_PORTS must name four ports (nginx, spare nginx, two instances), not "${text ?? ''}": run the test with \`npm run test:deploy\``,
    );
  }
  const [nginx, spare, ...instances] = ports as [number, number, number, number];
  return { nginx, spare, instances };
}
