// SMS through SNS Publish to a phone number (transactional, so carriers deliver it promptly), with
// the configured sender id. SNS keeps the STOP list: a number that replied STOP is opted out and
// is asked about before every send (CheckIfPhoneNumberIsOptedOut).
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand } from '@aws-sdk/client-sns';
import { snsClient } from './clients/sns';
import type { Sms } from '../domain/ports/sms';
import { optionalSetting } from './environment';

async function isPhoneNumberOptedOut(phoneNumber: string): Promise<boolean> {
  const { isOptedOut } = await snsClient().send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber }));
  return isOptedOut === true;
}

/** Sends one SMS (E.164 number); answers SNS's message id. */
async function sendSms(phoneNumber: string, message: string): Promise<string> {
  const senderId = optionalSetting('smsSenderId');
  const { MessageId } = await snsClient().send(
    new PublishCommand({
      PhoneNumber: phoneNumber,
      Message: message,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        ...(senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: senderId } } : {}),
      },
    }),
  );
  return MessageId ?? '';
}

/** The Sms port (domain/ports/sms.ts) on SNS. */
export const snsSms: Sms = { isPhoneNumberOptedOut, sendSms };
