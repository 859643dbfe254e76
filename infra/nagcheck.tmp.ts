import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createThonApp } from './lib/thon-app';
const { app } = createThonApp({ context: { 'aws:cdk:bundling-stacks': [], stage: process.argv[2] ?? 'dev' } });
const walk=(c: any)=>{ const md = (c.node._metadata ?? []) as any[]; for (let i=md.length-1;i>=0;i--) if (md[i].type===Validations.ACKNOWLEDGED_RULES_METADATA_KEY) md.splice(i,1); c.node.children.forEach(walk); }; walk(app);
for (const v of new AwsSolutionsChecks(app).validateScope(app).violations) console.log(v.severity, v.ruleName, v.violatingResources.map(r=>r.constructPath).join(' '));
