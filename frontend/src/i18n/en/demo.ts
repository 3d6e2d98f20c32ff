/** /demo (spec sections 2 and 8). */
export const demo: Record<string, string> = {
  'demo.intro': 'Reset Demo puts the demo data back as it was seeded: inventory, spotlights, and the offers on relisted vehicles.',
  'demo.scope-all': 'As a system admin you reset every demo dealer group.',
  'demo.scope-group': 'You reset the demo data of {{group}}.',
  'demo.reset': 'Reset Demo',
  'demo.reset-success': 'Demo reset successfully!',
  'demo.reset-failed': 'Demo reset failed!',
  'demo.summary':
    '{{updated}} vehicles restored, {{relisted}} relisted, {{spotlighted}} spotlighted, {{unspotlighted}} unspotlighted, {{offersClosed}} offers closed.',
};
