// Text messages (SNS): the opt-out list of numbers that replied STOP, and one message to a number.
export interface Sms {
  isPhoneNumberOptedOut(phoneNumber: string): Promise<boolean>;
  /** Sends the message; answers the provider's message id. */
  sendSms(phoneNumber: string, message: string): Promise<string>;
}
