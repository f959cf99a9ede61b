// The pure logic lives in workers/text so the text worker runs the very same code on large inputs.
export * from '../../../workers/text/emailValidate';
