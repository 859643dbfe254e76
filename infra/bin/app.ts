// CDK entry point (cdk.json "app"): `npx cdk synth [-c stage=dev|prod] [-c mailFrom=...]`.
import { addComplianceChecks, createThonApp } from '../lib/thon-app';

const { app } = createThonApp();
addComplianceChecks(app);
app.synth();
