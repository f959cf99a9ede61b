// The pure logic lives in workers/text so the text and regex workers run the very same code on large inputs.
export * from '../../../workers/text/replace';
