/** Landing page strings added with the demo video and the test-drive confirmation. */
export const landingExtra: Record<string, string> = {
  'landing.test-drive-sent-title': 'Thank you!',
  'landing.test-drive-sent': 'Your test-drive request is on its way. We will be in touch shortly to set up your demo.',
  'landing.video-label': 'Demo video of Dealer Trade Network',
};
