import { defineFeature } from '../../shared/feature';
import { LandingRoute } from './landing-route';
import { testDriveSaga } from './test-drive-saga';
import { testDriveSlice } from './test-drive-slice';

/** The public landing page at / with its test-drive request form. */
export const landingFeature = defineFeature({
  name: 'landing',
  reducers: { testDrive: testDriveSlice.reducer },
  saga: testDriveSaga,
  routes: [{ path: '/', component: LandingRoute, public: true }],
});
