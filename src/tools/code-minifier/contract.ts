import { defineContract } from '../contract';

export default defineContract({
  example:
    '<!doctype html><html lang="en"><head><title>Example</title><style>body{margin:0;font-family:sans-serif}</style></head>' +
    '<body><h1 class="title">Hello, world!</h1><button type="button" disabled>Click me</button>' +
    '<script>var greeting="Hello, world";console.log(greeting)</script></body></html>',
  empty: { action: 'Minify', message: 'Please enter the code first' },
});
