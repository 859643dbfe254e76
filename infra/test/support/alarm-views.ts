// The synthesized alarms and dashboards read back in a form a test can pin: each alarm's metrics
// (namespace, name, dimensions, statistic, period) or math expression, its threshold and
// evaluation, and its actions as text; each dashboard widget's title and metrics. A dimension that
// names one of our resources reads as what it is (`function:workers/charge-pledges`,
// `table:thon-dev`, `queue:PledgeChargesQueue`), not as its hashed logical id.
import { flatten } from '../../constructs/nag-reference';
import type { SynthResource } from './synth-dev-stack';

export interface MetricView {
  namespace: string;
  name: string;
  dimensions: Record<string, string>;
  stat: string;
  period: number;
}

export interface AlarmView {
  name: string;
  description: string;
  /** By id; a single-metric alarm's one metric is `m`. */
  metrics: Record<string, MetricView>;
  expression?: string;
  threshold: number;
  comparison: string;
  evaluationPeriods: number;
  datapointsToAlarm?: number;
  missingData: string;
  alarmActions: string[];
  okActions: string[];
}

type Resources = Readonly<Record<string, SynthResource>>;

/** Logical ids end in an 8-hex-digit hash CDK adds; the rest is the construct path. */
const withoutHash = (id: string) => id.replace(/[0-9A-F]{8}$/u, '');

function describeValue(resources: Resources, value: unknown): string {
  const node = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] } | string;
  if (typeof node === 'string') return node;
  const id = node.Ref ?? node['Fn::GetAtt']?.[0];
  const resource = id ? resources[id] : undefined;
  if (!id || !resource) return flatten(value);
  switch (resource.Type) {
    case 'AWS::Lambda::Function':
      return `function:${resource.Metadata?.Thon?.Handler ?? withoutHash(id)}`;
    case 'AWS::DynamoDB::Table':
      return `table:${String(resource.Properties.TableName)}`;
    case 'AWS::SQS::Queue':
      return `queue:${withoutHash(id)}`;
    case 'AWS::CloudFront::Distribution':
      return 'distribution';
    case 'AWS::ApiGatewayV2::Api':
      return 'http-api';
    default:
      return `${resource.Type}:${withoutHash(id)}`;
  }
}

interface CfnMetric {
  Namespace: string;
  MetricName: string;
  Dimensions?: { Name: string; Value: unknown }[];
}

function metricView(resources: Resources, metric: CfnMetric, stat: string, period: number): MetricView {
  return {
    namespace: metric.Namespace,
    name: metric.MetricName,
    dimensions: Object.fromEntries(
      (metric.Dimensions ?? []).map((dimension) => [
        dimension.Name,
        describeValue(resources, dimension.Value),
      ]),
    ),
    stat,
    period,
  };
}

export function alarmViews(resources: Resources): AlarmView[] {
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm')
    .map((resource) => {
      const p = resource.Properties as Record<string, unknown> & CfnMetric;
      const metrics: Record<string, MetricView> = {};
      let expression: string | undefined;
      if (Array.isArray(p.Metrics)) {
        for (const entry of p.Metrics as {
          Id: string;
          Expression?: string;
          MetricStat?: { Metric: CfnMetric; Stat: string; Period: number };
        }[]) {
          if (entry.Expression !== undefined) expression = entry.Expression;
          else if (entry.MetricStat) {
            const { Metric, Stat, Period } = entry.MetricStat;
            metrics[entry.Id] = metricView(resources, Metric, Stat, Period);
          }
        }
      } else {
        metrics.m = metricView(resources, p, String(p.Statistic ?? p.ExtendedStatistic), Number(p.Period));
      }
      return {
        name: String(p.AlarmName),
        description: String(p.AlarmDescription),
        metrics,
        ...(expression === undefined ? {} : { expression }),
        threshold: Number(p.Threshold),
        comparison: String(p.ComparisonOperator),
        evaluationPeriods: Number(p.EvaluationPeriods),
        ...(p.DatapointsToAlarm === undefined ? {} : { datapointsToAlarm: Number(p.DatapointsToAlarm) }),
        missingData: String(p.TreatMissingData),
        alarmActions: ((p.AlarmActions as unknown[] | undefined) ?? []).map(flatten),
        okActions: ((p.OKActions as unknown[] | undefined) ?? []).map(flatten),
      };
    });
}

export interface WidgetView {
  title: string;
  /** Each metric as `namespace name dim=value,… stat period`. */
  metrics: string[];
}

/** The widgets of the dashboard named `name` (its body is JSON joined with references). */
export function dashboardWidgets(resources: Resources, name: string): WidgetView[] {
  const dashboard = Object.values(resources).find(
    (resource) =>
      resource.Type === 'AWS::CloudWatch::Dashboard' && resource.Properties.DashboardName === name,
  );
  if (!dashboard) throw new Error(`No dashboard ${name}`);
  // References become `<Id>` / `<Id.Attribute>` text inside the JSON's strings (the literal parts
  // are JSON text, kept as they are).
  const joined = dashboard.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
  const text =
    typeof joined === 'string'
      ? joined
      : joined['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : flatten(part))).join('');
  const body = JSON.parse(text) as {
    widgets: { properties: { title: string; metrics?: unknown[][] } }[];
  };
  const reference = (text: string) => {
    const match = /^<([A-Za-z0-9]+)(?:\.([A-Za-z]+))?>$/u.exec(text);
    if (!match?.[1]) return text;
    return describeValue(resources, match[2] ? { 'Fn::GetAtt': [match[1], match[2]] } : { Ref: match[1] });
  };
  return body.widgets.map((widget) => ({
    title: widget.properties.title,
    metrics: (widget.properties.metrics ?? []).map((row) => {
      const options = row.at(-1) as { stat?: string; period?: number };
      const [namespace, metricName, ...rest] = row.slice(0, -1) as string[];
      const dimensions: string[] = [];
      for (let index = 0; index + 1 < rest.length; index += 2) {
        dimensions.push(`${rest[index]}=${reference(String(rest[index + 1]))}`);
      }
      // CloudWatch's defaults are left out of the body: Average, 300 s.
      return `${namespace} ${metricName} ${dimensions.join(',')} ${options.stat ?? 'Average'} ${options.period ?? 300}`;
    }),
  }));
}
